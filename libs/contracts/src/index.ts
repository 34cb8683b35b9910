/**
 * The contracts the browser and the server share: validation rules with their messages, and the
 * shapes of responses. One folder per area; pure TypeScript with no runtime dependencies, because
 * the same module runs in the browser, in Node and under Jest.
 */
export * from './shared/index.js';
