import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Text, JSON, XML and octet-stream answers over 1 KB are compressed (responses the response cache already compressed are left
 * alone). Never an event stream: a compressor holds its input back until it has a block's worth, so the live
 * channel's events would reach the browser late, in bunches.
 */
const compressibleTypes = /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml)(?:;|$)|octet-stream(?:;|$)/u;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      customTypes: compressibleTypes,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { 1: 4 } },
    });
  },
  { name: 'compression' },
);
