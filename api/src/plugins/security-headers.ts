import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // JSON and images need no policy; the few HTML pages (/docs, the login page) set their own
      // (lib/page-security-policies.ts).
      contentSecurityPolicy: false,
      // The site's apps load card images from other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
