// The reference of `npm run bench:web`: a plain React 19 page, no router, store, UI library or federation,
// showing the same hero text as the site's home page (its largest element), built like the apps are, and a menu
// button opening a drawer of links (the bench times a tap on it, as on the site's header).
/* eslint-disable import-x/no-extraneous-dependencies -- the apps' own React, from the workspaces */
/* global document -- runs in the browser */
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const font = "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function PlainHero() {
  return h(
    'section',
    { style: { padding: '80px 32px', fontFamily: font, maxWidth: '48rem' } },
    h('p', { style: { color: '#ffbd1c', fontWeight: 700, textTransform: 'uppercase' } }, 'Règles hardcore'),
    h(
      'h1',
      { style: { fontSize: '3.75rem', lineHeight: 1.1, margin: '24px 0' } },
      'Collectionne, fusionne, grimpe le Vortex. Un seul oubli et tout recommence.',
    ),
    h(
      'p',
      { style: { fontSize: '1.125rem' } },
      'Le jeu de cartes à collectionner gratuit de la communauté, dans sa version la plus exigeante : ouvre tes ' +
        'boosters chaque jour, complète tes packs et affronte les autres joueurs sans jamais manquer ton tirage ' +
        'quotidien.',
    ),
  );
}

function PlainMenu() {
  const [open, setOpen] = useState(false);
  return h(
    'header',
    { style: { padding: '8px 32px', fontFamily: font } },
    h('button', { type: 'button', 'aria-label': 'Ouvrir le menu', onClick: () => setOpen(true) }, '☰'),
    open
      ? h(
          'nav',
          {
            role: 'dialog',
            'aria-label': 'Menu',
            style: { position: 'fixed', inset: '0 30% 0 0', background: '#140f2a' },
          },
          ['Catalogue', 'Classements', 'Modes de jeu'].map((label) => h('a', { key: label, href: '/' }, label)),
        )
      : null,
  );
}

createRoot(document.getElementById('root')).render(h('div', null, h(PlainMenu), h(PlainHero)));
