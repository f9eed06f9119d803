// next/jest's SWC transformer, except for a JavaScript file jest loads as an ES module.
//
// next/jest decides ES module or CommonJS from the file's name alone (extensionsToTreatAsEsm), so it
// compiles our .mjs files and the "type": "module" packages of jest.config.mjs's ESM_PACKAGES to
// CommonJS. Jest evaluates such a file as an ES module (and says so: supportsStaticESM) for a dynamic
// import() under --experimental-vm-modules and, on Node 24.9+, for every require() of it (require(esm)).
// CommonJS there fails with "exports is not defined"; next/jest's ES module output is no better, as
// it rewrites import attributes (`with { type: "json" }`) to the `assert` Node 22+ rejects. These
// files are ES modules in plain JavaScript already, which Node runs as they are.
import nextTransformer from "next/dist/build/swc/jest-transformer.js";

/** @param {Record<string, unknown>} [options] next/jest's options for its transformer */
function createTransformer(options) {
  const next = nextTransformer.createTransformer(options);
  return {
    /**
     * @param {string} source
     * @param {string} filename
     * @param {{ supportsStaticESM: boolean }} jestOptions
     */
    process(source, filename, jestOptions) {
      if (jestOptions.supportsStaticESM && /\.m?js$/.test(filename)) return { code: source };
      return next.process(source, filename, jestOptions);
    },
  };
}

const transformer = { createTransformer };
export default transformer;
