import type { BuildApp } from '@trusthive/platform';

/**
 * The submissions service's routes. The foundation mounts the service with its health check only;
 * its feature issue adds the routes of ARCHITECTURE's API table here.
 */
export const buildApp: BuildApp = async () => {};
