/**
 * The one platform API the contracts use, present in browsers and in Node alike. Declared here
 * instead of pulling in the DOM or Node typings, so nothing platform-specific can creep in.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}
