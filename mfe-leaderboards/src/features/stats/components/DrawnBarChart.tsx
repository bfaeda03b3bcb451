import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box, formatNumber, plural, system, Table, type PluralForms } from '@zu/shared-ui';
import { ChartFigure, type Bar as BarFigure } from './ChartFigure';

export interface DrawnBarChartProps {
  title: string;
  bars: readonly BarFigure[];
  /** Read after each value, agreeing with it: `1 joueur`, `1 234 joueurs`. */
  unit: PluralForms;
  /** Headers of the text alternative's two columns, e.g. `Rang` and `Joueurs`. */
  labelHeader: string;
  valueHeader: string;
  testId?: string;
}

const barHeightPx = 32;
const axisMarginPx = 48;
const color = (token: string) => String(system.token(`colors.${token}`));

/**
 * Horizontal bars drawn by recharts, for figures with many rows. The drawing is hidden from screen readers, which
 * read a visually hidden table of the same figures instead.
 */
export function DrawnBarChart({ title, bars, unit, labelHeader, valueHeader, testId }: DrawnBarChartProps) {
  const data = bars.map((bar) => ({ ...bar }));
  return (
    <ChartFigure title={title} testId={testId}>
      <Box aria-hidden="true" h={`${bars.length * barHeightPx + axisMarginPx}px`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
            <CartesianGrid horizontal={false} stroke={color('whiteAlpha.200')} />
            <XAxis
              type="number"
              allowDecimals={false}
              tickFormatter={formatNumber}
              stroke={color('gray.400')}
              fontSize={12}
            />
            <YAxis type="category" dataKey="label" width={112} stroke={color('gray.400')} fontSize={12} />
            <Tooltip
              cursor={{ fill: color('whiteAlpha.100') }}
              formatter={(value) => [plural(Number(value), unit), null]}
              contentStyle={{ background: color('gray.900'), borderColor: color('brand.700'), borderRadius: 8 }}
              labelStyle={{ color: color('gray.100') }}
              itemStyle={{ color: color('brand.200') }}
            />
            <Bar dataKey="value" fill={color('brand.400')} radius={[0, 6, 6, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box srOnly>
        <Table.Root>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
              <Table.ColumnHeader>{valueHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bars.map((bar) => (
              <Table.Row key={bar.label}>
                <Table.Cell as="th" scope="row">
                  {bar.label}
                </Table.Cell>
                <Table.Cell>{formatNumber(bar.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </ChartFigure>
  );
}
