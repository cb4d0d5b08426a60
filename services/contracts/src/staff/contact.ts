// Filled by the issue 18 work on this area.
export {};
