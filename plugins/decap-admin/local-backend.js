// Decap's local backend (decap-server, its path given as the argument) for as long as the development server that
// started it runs: a development server stopped by a signal cannot stop its children itself.
const developServer = process.ppid;
setInterval(() => {
  try {
    process.kill(developServer, 0);
  } catch {
    process.exit(0);
  }
}, 2000).unref();
require(process.argv[2]);
