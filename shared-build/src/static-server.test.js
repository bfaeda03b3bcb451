// The static server is ESM: run it in a child Node and query it over HTTP. Raw requests (node:http) send paths
// exactly as written: fetch would resolve `..` before sending, and an attacker's client does not.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

let child;
let port;
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-static-'));
// The served folder, and a sibling whose name starts with the served folder's name.
const root = path.join(parent, 'dist');
const sibling = path.join(parent, 'dist-evil');
const runtimeConfigFile = path.join(root, 'runtime-config.json');
const routePatternsFile = path.join(root, 'route-patterns.json');
// Some of the router's patterns, as a shell's build writes them: static, dynamic, optional segments, the redirect.
const routePatterns = [
  '/',
  '/liste/:pack?',
  '/catalogue/:pack?',
  '/carte/:slug',
  '/classement',
  '/joueur/:discordUserName?',
  '/joueur/:discordUserName/inventaire',
];
const chunk = (marker) => `console.log(${JSON.stringify(marker)});`;

const runtimeConfig = {
  apiUrl: 'https://api.example.test',
  identityProviderUrl: 'https://login.example.test/auth',
  remotes: {
    catalogue: 'https://cdn.example.test/catalogue/mf-manifest.json',
    profile: 'https://cdn.example.test/profile/mf-manifest.json',
    leaderboards: 'https://cdn.example.test/leaderboards/mf-manifest.json',
    gamemodes: 'https://cdn.example.test/gamemodes/mf-manifest.json',
    market: 'http://localhost:3005/releases/v7/mf-manifest.json',
  },
};

function request(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const page = { accept: 'text/html,application/xhtml+xml' };

function directivesOf(policy) {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'releases', 'v7'), { recursive: true });
  fs.mkdirSync(sibling);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), chunk('plain'));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(chunk('brotli twin')));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.gz'), zlib.gzipSync(chunk('gzip twin')));
  fs.writeFileSync(path.join(root, 'releases', 'v7', 'main.89abcdef.js'), chunk('release'));
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), chunk('entry'));
  fs.writeFileSync(runtimeConfigFile, JSON.stringify(runtimeConfig));
  fs.writeFileSync(routePatternsFile, JSON.stringify(routePatterns));
  fs.writeFileSync(path.join(root, '.env'), 'SECRET=in-a-dot-file');
  fs.writeFileSync(path.join(sibling, 'secret.txt'), 'SECRET of the sibling folder');
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'SECRET of the parent folder');
  const script = `
    const { createStaticServer } = await import(${JSON.stringify(path.join(__dirname, 'static-server.mjs'))});
    // A page rendered on each visit: one player's page renders, another's render fails, the rest are not such pages.
    const renderOnVisit = async (url) => {
      if (url === '/joueur/rendu.ici') return '<!doctype html><title>rendu pour ' + url + '</title>';
      if (url === '/joueur/en.panne') throw new Error('the API is down');
      return undefined;
    };
    const server = createStaticServer({
      root: ${JSON.stringify(root)},
      runtimeConfigFile: ${JSON.stringify(runtimeConfigFile)},
      renderOnVisit,
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  `;
  child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  port = await new Promise((resolve) => child.stdout.once('data', (data) => resolve(String(data).trim())));
});
afterAll(() => {
  child.kill();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves the app for page navigations, even when the path looks like a file name', async () => {
    for (const url of ['/', '/joueur/nom.prenom', '/catalogue/classique', '/carte/12-une-carte']) {
      const response = await request(url, page);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.body)).toContain('<title>app</title>');
    }
  });

  it('starts every route but / from app.html when the build has one (index.html holds the prerendered home)', async () => {
    fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><title>empty app</title>');
    try {
      expect(String((await request('/', page)).body)).toContain('<title>app</title>');
      for (const url of ['/catalogue', '/joueur/nom.prenom']) {
        const response = await request(url, page);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(String(response.body)).toContain('<title>empty app</title>');
      }
    } finally {
      fs.rmSync(path.join(root, 'app.html'));
    }
  });

  it("answers a page rendered ahead of visits with its HTML, only at that page's address without a query", async () => {
    fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><title>empty app</title>');
    fs.mkdirSync(path.join(root, 'prerendered'), { recursive: true });
    fs.writeFileSync(path.join(root, 'prerendered', 'catalogue.html'), '<!doctype html><title>catalogue cards</title>');
    try {
      const snapshot = await request('/catalogue', page);
      expect(snapshot.status).toBe(200);
      expect(snapshot.headers['cache-control']).toBe('no-cache');
      expect(String(snapshot.body)).toContain('<title>catalogue cards</title>');
      for (const url of ['/catalogue?rarete=5', '/catalogue/', '/catalogue/classique', '/']) {
        expect(String((await request(url, page)).body)).not.toContain('catalogue cards');
      }
      expect(String((await request('/catalogue?rarete=5', page)).body)).toContain('<title>empty app</title>');
    } finally {
      fs.rmSync(path.join(root, 'app.html'));
      fs.rmSync(path.join(root, 'prerendered'), { recursive: true });
    }
  });

  it('answers 404 to a missing asset instead of sending the page', async () => {
    const response = await request('/missing.1234abcd.js', { accept: '*/*' });
    expect(response.status).toBe(404);
  });

  it('sends files added while it runs (a redeployed release)', async () => {
    fs.writeFileSync(path.join(root, 'releases', 'v7', 'late.fedcba98.js'), chunk('late'));
    const response = await request('/releases/v7/late.fedcba98.js');
    expect(response.status).toBe(200);
    expect(String(response.body)).toBe(chunk('late'));
  });
});

describe('pages rendered on each visit', () => {
  beforeAll(() => fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><title>empty app</title>'));
  afterAll(() => fs.rmSync(path.join(root, 'app.html')));

  it('answers a page rendered for this visit with its document, revalidated, compressed as accepted', async () => {
    const plain = await request('/joueur/rendu.ici', page);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(String(plain.body)).toBe('<!doctype html><title>rendu pour /joueur/rendu.ici</title>');
    const brotli = await request('/joueur/rendu.ici', { ...page, 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(zlib.brotliDecompressSync(brotli.body))).toBe(String(plain.body));
    const gzip = await request('/joueur/rendu.ici', { ...page, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(zlib.gunzipSync(gzip.body))).toBe(String(plain.body));
  });

  it('sends the empty page when the render fails, for an address with a query, and for any other page', async () => {
    for (const url of ['/joueur/en.panne', '/joueur/rendu.ici?onglet=1', '/joueur/autre.joueur', '/classement']) {
      const response = await request(url, page);
      expect(response.status).toBe(200);
      expect(String(response.body)).toContain('<title>empty app</title>');
    }
  });

  it('never renders for an asset, a path leaving the folder, or a method other than GET and HEAD', async () => {
    expect((await request('/joueur/rendu.ici.js')).status).toBe(404);
    expect((await request('/joueur/..%2f..%2frendu.ici', page)).status).toBe(404);
    const head = await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/joueur/rendu.ici', method: 'HEAD', headers: page });
      req
        .on('response', (res) => resolve(res))
        .on('error', reject)
        .end();
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });
});

describe('addresses no route matches', () => {
  beforeAll(() => fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><title>empty app</title>'));
  afterAll(() => fs.rmSync(path.join(root, 'app.html')));

  it('answers them with the empty page, which draws the 404 page, and the 404 status', async () => {
    for (const url of ['/cette-page/nexiste-pas', '/carte', '/joueur/nom.prenom/autre', '/inconnu?x=1', '/inconnu/']) {
      const response = await request(url, page);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.body)).toBe('<!doctype html><title>empty app</title>');
    }
    const compressed = await request('/cette-page/nexiste-pas', { ...page, 'accept-encoding': 'br' });
    expect(compressed.status).toBe(404);
    expect(String(zlib.brotliDecompressSync(compressed.body))).toContain('<title>empty app</title>');
  });

  it('answers the static and dynamic addresses of the routes with 200, as the router matches them', async () => {
    for (const url of [
      '/',
      '/classement',
      '/Classement/',
      '/catalogue',
      '/catalogue/classique?rarete=5',
      '/carte/12-une-carte',
      '/carte/%C3%A9t%C3%A9',
      '/joueur/nom.prenom',
      '/joueur/nom.prenom/inventaire',
      '/liste/classique',
    ]) {
      const response = await request(url, page);
      expect([url, response.status]).toEqual([url, 200]);
    }
  });

  it('leaves files and missing assets as they were', async () => {
    const missing = await request('/missing.1234abcd.js', { accept: '*/*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(missing.body)).toBe('Not found');
    const file = await request('/main.0123abcd.js');
    expect(file.status).toBe(200);
    expect(String(file.body)).toBe(chunk('plain'));
  });

  it('sends the page for every address of a build without patterns (a remote), and follows a redeployed one', async () => {
    fs.rmSync(routePatternsFile);
    try {
      expect((await request('/cette-page/nexiste-pas', page)).status).toBe(200);
    } finally {
      fs.writeFileSync(routePatternsFile, JSON.stringify(routePatterns));
    }
    expect((await request('/cette-page/nexiste-pas', page)).status).toBe(404);
    fs.writeFileSync(routePatternsFile, JSON.stringify([...routePatterns, '/cette-page/:nouvelle']));
    try {
      expect((await request('/cette-page/nexiste-pas', page)).status).toBe(200);
    } finally {
      fs.writeFileSync(routePatternsFile, JSON.stringify(routePatterns));
    }
  });
});

describe('caching', () => {
  it('caches content-hashed files for a year, as immutable, wherever they live', async () => {
    for (const url of ['/main.0123abcd.js', '/releases/v7/main.89abcdef.js']) {
      const response = await request(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never stores the entry files that name the hashed ones', async () => {
    for (const url of ['/mf-manifest.json', '/remoteEntry.js', '/runtime-config.json']) {
      const response = await request(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('revalidates the page, also when it answers a deep link, and answers 304 to a matching ETag', async () => {
    const first = await request('/joueur/nom.prenom', page);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await request('/', { ...page, 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
  });

  it('sends CORS headers, since the shell loads remotes from other origins', async () => {
    const response = await request('/main.0123abcd.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('precompressed files', () => {
  it('sends the brotli twin when the browser accepts brotli', async () => {
    const response = await request('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(String(zlib.brotliDecompressSync(response.body))).toBe(chunk('brotli twin'));
  });

  it('sends the gzip twin when the browser accepts only gzip', async () => {
    const response = await request('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(zlib.gunzipSync(response.body))).toBe(chunk('gzip twin'));
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await request('/main.0123abcd.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.body)).toBe(chunk('plain'));
  });
});

describe('security headers', () => {
  it('sends them on pages, files and refusals alike', async () => {
    for (const [url, headers] of [
      ['/', page],
      ['/main.0123abcd.js', {}],
      ['/missing.1234abcd.js', {}],
      ['/../dist-evil/secret.txt', {}],
    ]) {
      const response = await request(url, headers);
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("allows scripts only from the site and the remotes' origins, with no inline script and no eval", async () => {
    const policy = directivesOf((await request('/', page)).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.test', 'http://localhost:3005']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
  });

  it('lets the page reach the API, the identity provider and every remote; images from the API; inline styles', async () => {
    const policy = directivesOf((await request('/', page)).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.test',
      'https://login.example.test',
      'https://cdn.example.test',
      'http://localhost:3005',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'https://api.example.test', 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('follows a rewritten runtime configuration (a remote redeployed on a new origin)', async () => {
    const moved = {
      ...runtimeConfig,
      remotes: { ...runtimeConfig.remotes, market: 'https://market.example.test/m.json' },
    };
    fs.writeFileSync(runtimeConfigFile, JSON.stringify(moved));
    try {
      const policy = directivesOf((await request('/', page)).headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.test', 'https://market.example.test']);
    } finally {
      fs.writeFileSync(runtimeConfigFile, JSON.stringify(runtimeConfig));
    }
  });
});

describe('paths outside the served folder', () => {
  const attempts = [
    '/../dist-evil/secret.txt',
    '/../secret.txt',
    '/..%2fdist-evil%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e/dist-evil/secret.txt',
    '/%2E%2E%2Fdist-evil%2Fsecret.txt',
    '/%252e%252e%252fdist-evil%252fsecret.txt',
    '/%25252e%25252e%25252fsecret.txt',
    '/..%5cdist-evil%5csecret.txt',
    '/..\\dist-evil\\secret.txt',
    '/releases/../../dist-evil/secret.txt',
    '/releases/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/.env',
    '/%2eenv',
    '/index.html%00.js',
    '/bad%zzpath',
  ];

  it.each(attempts)('%s is a 404, never a file or the app page, even for a page navigation', async (attempt) => {
    for (const headers of [page, { accept: '*/*' }]) {
      const response = await request(attempt, headers);
      expect(response.status).toBe(404);
      expect(String(response.body)).not.toMatch(/SECRET|<title>app|root:/);
    }
  });

  it("does not serve a sibling folder sharing the served folder's name prefix", async () => {
    const response = await request('/dist-evil/secret.txt', { accept: '*/*' });
    expect(response.status).toBe(404);
    expect(String(response.body)).not.toContain('SECRET');
  });
});
