// Root hooks shared by the e2e specs: every spec file gets its own workbench through these helpers.
export const mochaHooks = {
  beforeAll(this: Mocha.Context) {
    this.timeout(300_000);
  },
};
