import { renderPostHtml } from './render-post-html';

const toDom = (markdown: string, mentions?: Record<string, string>) => {
  const root = document.createElement('div');
  root.innerHTML = renderPostHtml(markdown, mentions);
  return root;
};

const hrefs = (root: HTMLElement) => Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'));

describe('renderPostHtml', () => {
  it('renders headings, lists, emphasis, code, quotes and tables', () => {
    const root = toDom(
      [
        '## Nouveautés',
        '',
        '- **Corporations** : dons visibles',
        '- *Vortex* : 6 étages',
        '',
        '1. premier',
        '2. second',
        '',
        '> Un oubli de `/journa` et on recommence tout.',
        '',
        '| Invocation | Coût |',
        '| --- | --- |',
        '| Dorée | 1500 |',
      ].join('\n'),
    );
    expect(root.querySelector('h2')).toHaveTextContent('Nouveautés');
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelectorAll('ol > li')).toHaveLength(2);
    expect(root.querySelector('strong')).toHaveTextContent('Corporations');
    expect(root.querySelector('em')).toHaveTextContent('Vortex');
    expect(root.querySelector('blockquote code')).toHaveTextContent('/journa');
    expect(root.querySelector('table td')).toHaveTextContent('Dorée');
  });

  it('keeps French spaced punctuation with its words, in text but not in code', () => {
    const html = renderPostHtml('L’indicateur « doré » change : vraiment ? Oui ! Voir `a : b`.');
    expect(html).toContain('L’indicateur «\u00a0doré\u00a0» change\u00a0: vraiment\u00a0? Oui\u00a0!');
    expect(html).toContain('<code>a : b</code>');
  });

  it('keeps the page title the only h1', () => {
    const root = toDom('# Grand titre\n\ntexte');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')).toHaveTextContent('Grand titre');
  });

  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<img src=x onerror="alert(1)">', 'img'],
    ['<iframe src="https://exemple.fr"></iframe>', 'iframe'],
    ['<a href="javascript:alert(1)">clic</a>', 'a'],
  ])('shows raw HTML as text, never as an element: %s', (source, tag) => {
    const root = toDom(`Avant ${source} après`);
    expect(root.querySelector(tag)).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root).toHaveTextContent(`Avant ${source} après`);
  });

  it.each([
    '[lien](javascript:alert(1))',
    '[lien](JavaScript:alert(1))',
    '[lien](java&#9;script:alert(1))',
    '[lien](<java\tscript:alert(1)>)',
    '[lien](vbscript:msgbox(1))',
    '[lien](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![image](data:image/png;base64,iVBORw0KGgo=)',
    '[lien](file:///etc/passwd)',
    '[lien](ftp://exemple.fr/fichier)',
  ])('refuses a link outside http(s), mailto and the site: %s', (source) => {
    const root = toDom(source);
    expect(hrefs(root).filter((href) => href && /^\s*[a-z]+:/i.test(href) && !/^(https?|mailto):/i.test(href))).toEqual(
      [],
    );
    expect(root.querySelector('img')).toBeNull();
    expect(root.innerHTML).not.toMatch(/href="\s*(javascript|vbscript|data|file|ftp):/i);
  });

  it('shows a refused link as plain text', () => {
    const root = toDom('[lien](javascript:alert(1))');
    expect(root.querySelector('a')).toBeNull();
    expect(root).toHaveTextContent('[lien](javascript:alert(1))');
  });

  it('opens external links in a new tab without leaking the page, and keeps site links in place', () => {
    const root = toDom(
      '[Forum](https://exemple.fr/forum), [catalogue](/catalogue), <mailto:aide@exemple.fr> et https://exemple.org',
    );
    const [external, internal, mail, linkified] = Array.from(root.querySelectorAll('a'));
    expect(external).toHaveAttribute('href', 'https://exemple.fr/forum');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noreferrer noopener');
    expect(internal).toHaveAttribute('href', '/catalogue');
    expect(internal).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('href', 'mailto:aide@exemple.fr');
    expect(mail).not.toHaveAttribute('target');
    expect(linkified).toHaveAttribute('href', 'https://exemple.org');
    expect(linkified).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('turns a known mention into a link to the player, and an unknown one into plain text', () => {
    const root = toDom('Bravo <@712345678901234567> et <@!999> !', { '712345678901234567': 'joueur.test' });
    const link = root.querySelector('a.mention');
    expect(link).toHaveAttribute('href', '/joueur/joueur.test');
    expect(link).toHaveTextContent('@joueur.test');
    expect(root).toHaveTextContent('Bravo @joueur.test et @utilisateur !');
    expect(root.querySelectorAll('a')).toHaveLength(1);
  });

  it('leaves mentions alone inside code and never nests a link in a link', () => {
    const root = toDom('`<@1>` et [salut <@1>](/guide)', { 1: 'lune' });
    expect(root.querySelector('code')).toHaveTextContent('<@1>');
    expect(root.querySelectorAll('a')).toHaveLength(1);
    expect(root.querySelector('a')).toHaveTextContent('salut @lune');
  });

  it('encodes a user name in the mention link', () => {
    const root = toDom('<@5>', { 5: 'nom"><script>' });
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('a')).toHaveAttribute('href', '/joueur/nom%22%3E%3Cscript%3E');
  });
});
