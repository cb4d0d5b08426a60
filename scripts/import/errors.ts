/** A problem with the input file itself (not a row): the CLI prints it and exits 1. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
