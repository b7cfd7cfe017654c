/** The one error of the test-changed script: a wrong argument or a failing git or test command. */
export class TestChangedError extends Error {
  override name = 'TestChangedError';
}
