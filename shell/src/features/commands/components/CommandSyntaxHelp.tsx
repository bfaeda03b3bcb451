import type { ReactNode } from 'react';
import { Code } from '@zu/shared-ui';
import { Callout } from '../../content';

function Syntax({ children }: { children: ReactNode }) {
  return (
    <Code size="sm" variant="surface" colorPalette="gold">
      {children}
    </Code>
  );
}

export function CommandSyntaxHelp() {
  return (
    <Callout title="Comment lire cette page">
      <p>
        <Syntax>{'<carte>'}</Syntax> est à remplacer par une valeur obligatoire, <Syntax>[joueur]</Syntax> par une
        valeur facultative. Les commandes qui commencent par <Syntax>!</Syntax> sont les anciennes commandes écrites,
        toujours acceptées par le bot.
      </p>
    </Callout>
  );
}
