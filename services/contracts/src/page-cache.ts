/**
 * The tags a rendered page is kept under in the gateway's page cache (issue 42): the page's
 * route names them (web), and the company events drop them (gateway/src/render).
 */
export const pageCacheTags = {
  company: (companyId: number) => `company:${companyId}`,
};
