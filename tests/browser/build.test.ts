import { expect, inject, it } from 'vitest';

// The build every browser test runs against is the production build; what would fail `npm run build`
// (a budget, a library bundled twice, feature code in the eager part) fails the test run too.
it('the build under test meets its budgets and keeps feature code out of the eager part', () => {
  expect(inject('buildProblems')).toEqual([]);
});
