/** A step of the HTTP pipeline (app.ts): a request and its bindings in, an answer out. */
export type Fetch = (request: Request, env: object) => Response | Promise<Response>;
