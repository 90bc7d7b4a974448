// How sh splits one command line into words: the README and help-example tests run documented lines as written, so
// they read them as `store` reads $BROWSER (src/context/shell-words.ts).
export { shellWords } from '../../src/context/shell-words.js';
