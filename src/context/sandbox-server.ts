// The one door from the CLI to the sandbox server: commands that run or start a sandbox (`sandbox serve`, a data
// file served in-process, `sandbox check`) load it here, lazily, so no other command ever loads the emulator.
export const loadSandboxServer = () => import('../sandbox/server.js');
