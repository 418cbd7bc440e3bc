/** A post's address, `/blog-details/<id>`: the id, percent-encoded, is its one group. */
export const POST_PATH = /^\/blog-details\/([^/]+)$/;
