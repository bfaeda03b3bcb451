/** Replaced at build time by the id of the build (`local`, or the version of a release made by npm run redeploy). */
declare const __ZU_BUILD_ID__: string;
