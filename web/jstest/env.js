// The little of a browser that the page's modules without a page need under Node.js:
// i18n.js sets the document's language and reads a saved choice. Imported first by
// every test.
globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
