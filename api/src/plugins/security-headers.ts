import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // JSON and images only, plus the docs page (swagger-ui needs its inline bootstrap script).
      contentSecurityPolicy: false,
      // The site's apps load card images from other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
