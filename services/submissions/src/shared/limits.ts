/** JSON submits (a registration with its brands is the largest) stay far below this. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
