import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Compresses JSON answers over 1 KB (responses the response cache already compressed are left alone). */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { 1: 4 } },
    });
  },
  { name: 'compression' },
);
