// The house rules on imports, as lint rules. Each message starts with "House rule:" and names what it protects,
// so that whoever trips on one knows why it exists. Paths are matched on resolved files, so a relative path and a
// package name that reach the same file are judged alike.
import fs from 'node:fs';
import path from 'node:path';
import { areas, repoRoot } from '../src/areas.mjs';

const remotes = areas.filter((a) => a.area !== 'shell').map((a) => a.dir);
const apps = ['shell', ...remotes, 'api', 'e2e'];
const sharedPackages = ['shared-auth', 'shared-ui', 'shared-platform', 'shared-contract', 'shared-build'];
const browserWorkspaces = ['shared-auth', 'shared-ui', 'shared-platform', 'shell', ...remotes];

/** Subpaths that packages publish on purpose, beside their main entry. */
const publicSubpaths = [
  'testing',
  'widgets',
  'rspack',
  'static-server',
  'areas',
  'site-processes',
  // the normal site's deployment, made from the shell's build (the build and `npm start` make it).
  'normal-site',
  'lint',
  'jest-preset',
  'constants',
  'apps.json',
  // the named-route table alone (no React): the browser tests visit every route it holds, the shell's build writes
  // its path patterns out for the server.
  'route-table',
  // keycloak-js and the session built on it, loaded by the shell after its first render.
  'keycloak',
];

const remoteZones = remotes.flatMap((target) =>
  remotes
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message:
        'House rule: a remote never imports another remote (each area deploys alone); link with pathTo() or move ' +
        'the shared piece to a shared package.',
    })),
);

const sharedZones = sharedPackages.map((target) => ({
  target: `./${target}`,
  from: apps.map((app) => `./${app}`),
  message: 'House rule: shared packages never import an app (apps depend on shared packages, never the reverse).',
}));

const appZones = apps.map((target) => ({
  target: `./${target}`,
  from: apps.filter((app) => app !== target).map((app) => `./${app}`),
  message: 'House rule: an app never imports another app (each app builds and deploys alone).',
}));

// The API's layers, bottom to top: the engine kernel (pure rules), the areas (each area's rules, queries, schema,
// repository, views and routes), the orchestrator (the action runner, the daily turn and what combines several
// areas), then the seed, the scripts and app.ts. Each imports only what lies below it.
// A web app's features (bulletproof-react): each shows the others only what its `index.ts` exports; its insides are
// its own. Its test helpers (`testing/`) stay open to the others' helpers and tests.
/**
 * @param {string} dir a web app's folder.
 * @returns {string[]} its features.
 */
const featuresOf = (dir) => {
  const folder = path.join(repoRoot, dir, 'src', 'features');
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
/**
 * @param {string} dir a web app's folder.
 * @param {string} target the folder that may reach `from` only through its index.ts.
 * @param {string} from a feature of the app.
 */
const throughIndex = (dir, target, from) => ({
  target,
  from: `./${dir}/src/features/${from}`,
  except: ['./index.ts', './testing'],
  message: `House rule: a feature is reached only through its index.ts (${dir}/src/features/${from}/index.ts).`,
});
// The shell's pages compose its features as any other feature would: through their index.ts. (A remote's route map,
// src/pages.ts, loads each page's own module lazily: one chunk a page.)
const featureZones = ['shell', ...remotes].flatMap((dir) => {
  const features = featuresOf(dir);
  return features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => throughIndex(dir, `./${dir}/src/features/${target}`, from)),
  );
});
const shellPageZones = featuresOf('shell').map((from) => throughIndex('shell', './shell/src/pages', from));

const api = './api/src';
const apiLayerZones = [
  {
    target: `${api}/engine`,
    from: api,
    except: ['./engine'],
    message:
      'House rule: the engine kernel imports nothing of the API outside itself (no area, orchestrator, seed, plugin, ' +
      'db or lib): it is the pure rules every other layer builds on. Move the type or rule it needs into engine/.',
  },
  {
    target: ['engine', 'areas', 'orchestrator', 'plugins', 'db', 'lib', 'identity', 'images'].map(
      (dir) => `${api}/${dir}`,
    ),
    from: `${api}/seed`,
    message:
      'House rule: nothing imports the seed (it builds on the areas and the engine, never the reverse); move what ' +
      'the rules need into the area, lib or the engine.',
  },
  {
    target: `${api}/lib`,
    from: ['areas', 'orchestrator', 'plugins'].map((dir) => `${api}/${dir}`),
    message: 'House rule: lib holds helpers for every layer and imports none above it (only db and the engine).',
  },
  {
    target: `${api}/plugins`,
    from: `${api}/areas`,
    message:
      'House rule: plugins never import areas; hand a plugin what it needs from an area through its options (app.ts).',
  },
  {
    target: `${api}/areas/**/!(*-routes|*-repository).ts`,
    from: `${api}/orchestrator`,
    message:
      'House rule: an area reaches the orchestrator only from its routes and its repository (the actions it runs); ' +
      'its rules, queries, schema and views stay below the orchestrator.',
  },
];

const chakraOnlyInSharedUi = {
  group: ['@chakra-ui/*', '@emotion/*'],
  message: 'House rule: Chakra is reached only through @zu/shared-ui (one Chakra, curated, shared once).',
};
const reduxOnlyInSharedPlatform = {
  group: ['@reduxjs/*', 'react-redux', 'immer', 'reselect'],
  allowTypeImports: true,
  message:
    'House rule: Redux is reached only through @zu/shared-platform (bundled there and tree-shaken, not shared whole).',
};
const publicEntriesOnly = {
  regex: `^@zu/[^/]+/(?!(${publicSubpaths.join('|').replace(/\./g, '\\.')})$)`,
  message: 'House rule: a package is imported only through its public entry (src/index.ts).',
};
const noTypeBoxInBrowser = 'House rule: TypeBox never runs in the browser (it is the API validator).';
const browserPaths = [
  {
    name: '@zu/shared-contract',
    allowTypeImports: true,
    message:
      "House rule: browser code takes only types from the contract's main entry (its values bring TypeBox into " +
      'the bundle); plain values are in @zu/shared-contract/constants.',
  },
  { name: 'typebox', message: noTypeBoxInBrowser },
  { name: '@zu/shared-platform/testing', message: 'House rule: test utilities are imported only from tests.' },
];
const presentationalOnly = {
  group: ['@reduxjs/*', 'react-redux', 'react-router', 'react-router-dom', '@zu/shared-platform'],
  message: 'House rule: shared-ui stays presentational (no API, store or router inside).',
};

/**
 * One setting of the restricted-imports rule per kind of file (in flat config the last matching one wins).
 * @param {{ browser: boolean, chakra: boolean, presentational: boolean, redux?: boolean }} kind what the files may
 *   reach: the DOM (`browser`), Chakra, only presentational packages, Redux.
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrictedImports({ browser, chakra, presentational, redux = false }) {
  /** @type {object[]} */
  const patterns = [publicEntriesOnly];
  if (!chakra) patterns.push(chakraOnlyInSharedUi);
  if (browser && !redux) patterns.push(reduxOnlyInSharedPlatform);
  if (browser) patterns.push({ group: ['typebox/*'], message: noTypeBoxInBrowser });
  if (presentational) patterns.push(presentationalOnly);
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { paths: browser ? browserPaths : [], patterns }],
  };
}

// The widgets are a shared module of their own: reaching the platform's files by a relative path would bundle a
// second copy of them (a second RTK Query API, whose middleware no store has) instead of using the shared one.
/** @type {import('eslint').Linter.Config} */
const widgetsThroughThePlatform = {
  files: ['shared-platform/src/widgets/*/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../../*', '!../../widgets', '!../../widgets/**'],
            message: 'House rule: widgets reach the platform through @zu/shared-platform, never by a relative path.',
          },
        ],
      },
    ],
  },
};

// A failed query tells what went wrong (too many requests, service down, network, not found): apps show it through
// QueryErrorState, which reads the error; a bare ErrorState would say "an error occurred" to all of them.
/** @type {import('eslint').Linter.Config} */
const queryErrorsTold = {
  files: ['shell', ...remotes].map((dir) => `${dir}/src/**/*.tsx`),
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "JSXOpeningElement[name.name='ErrorState']:not(:has(JSXAttribute[name.name='message']))",
        message:
          'House rule: a failed query is shown with QueryErrorState from @zu/shared-platform (it picks the French ' +
          'message from the error); ErrorState needs its own message.',
      },
    ],
  },
};

const zonesAcrossPackages = [...remoteZones, ...sharedZones, ...appZones, ...apiLayerZones];

/**
 * @param {{ testFiles: string[] }} options `testFiles`: the globs of the test files and their helpers.
 * @returns {import('eslint').Linter.Config[]}
 */
export function houseRules({ testFiles }) {
  return [
    { ...widgetsThroughThePlatform, ignores: testFiles },
    { ...queryErrorsTold, ignores: testFiles },
    {
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...zonesAcrossPackages, ...featureZones, ...shellPageZones] },
        ],
        'import-x/no-relative-packages': 'error',
        'import-x/no-extraneous-dependencies': [
          'error',
          {
            devDependencies: [
              ...testFiles,
              '**/dev/**',
              'bench/**',
              'scripts/**',
              'api/bench/**',
              'api/scripts/**',
              '**/*.config.*',
            ],
          },
        ],
        ...restrictedImports({ browser: false, chakra: false, presentational: false }),
      },
    },
    {
      files: browserWorkspaces.map((dir) => `${dir}/**`),
      ignores: [...testFiles, 'shared-ui/**'],
      rules: restrictedImports({ browser: true, chakra: false, presentational: false }),
    },
    {
      files: ['shared-platform/**'],
      ignores: testFiles,
      rules: restrictedImports({ browser: true, chakra: false, presentational: false, redux: true }),
    },
    {
      files: ['shared-ui/**'],
      ignores: testFiles,
      rules: restrictedImports({ browser: true, chakra: true, presentational: true }),
    },
    // A test may open any page of its app (a test of several features' pages together).
    { files: testFiles, rules: { 'import-x/no-restricted-paths': ['error', { zones: zonesAcrossPackages }] } },
    {
      files: testFiles.map((glob) => `shared-ui/${glob.replace(/^\*\*\//, '**/')}`),
      rules: restrictedImports({ browser: false, chakra: true, presentational: false }),
    },
  ];
}
