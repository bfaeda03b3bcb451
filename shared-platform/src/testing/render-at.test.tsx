import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { renderAt, renderRoutes, tableRoutes } from './render-with-providers';

function Params() {
  return <output>{JSON.stringify(useParams())}</output>;
}

describe('renderAt', () => {
  it("mounts the page at its route's pattern from the route table, so it reads its parameters as on the site", () => {
    renderAt(<Params />, 'LeaderboardHardcore', '/classement/hardcore/retrospective/3');
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      displayMode: 'retrospective',
      seasonSelected: '3',
    });
  });

  it('refuses a name the route table does not hold', () => {
    expect(() => renderAt(<Params />, 'Nulle' as never, '/')).toThrow('no route named Nulle');
  });
});

describe('tableRoutes', () => {
  it("mounts each named page at its route table pattern, so a link between them leads where the site's does", async () => {
    renderRoutes(tableRoutes({ Ticket: <p>Page du lien</p>, LuckyScratch: <Params /> }), {
      initialEntries: ['/ticket/abc'],
    });
    expect(await screen.findByText('Page du lien')).toBeInTheDocument();
    expect(tableRoutes({ Ticket: <p />, LuckyScratch: <p /> }).map((route) => route.path)).toEqual([
      '/ticket/:id',
      '/lucky/:id',
    ]);
  });

  it('refuses a name the route table does not hold', () => {
    expect(() => tableRoutes({ ['Nulle' as never]: <p /> })).toThrow('no route named Nulle');
  });
});
