import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';

type CompilerOptions = Parameters<BuildCompilerFromPool>[1];
type Compile = (route: RouteDefinition) => unknown;

/**
 * Path, query and header values arrive as text: they are read as the numbers and lists their schemas say. A JSON
 * body carries its own types: a number sent as text, a boolean or a list where a number is due is refused rather
 * than turned into one (`true` would otherwise be given as 1 ZUMonnaie, `["5"]` as 5). Given to Fastify as its
 * `schemaController.compilersFactory.buildValidator`, with the server's `ajv` options.
 */
export function validatorsByPart(): BuildCompilerFromPool {
  const fromPool = AjvCompiler();
  return (externalSchemas, serverOptions) => {
    const exactOptions = {
      ...serverOptions,
      customOptions: { ...serverOptions?.customOptions, coerceTypes: false },
    } as CompilerOptions;
    // Fastify calls a compiler with the route's definition (schema and part), which its typings do not say.
    const coercing = fromPool(externalSchemas, serverOptions) as unknown as Compile;
    const exact = fromPool(externalSchemas, exactOptions) as unknown as Compile;
    const compile: Compile = (route) => (route.httpPart === 'body' ? exact(route) : coercing(route));
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
}
