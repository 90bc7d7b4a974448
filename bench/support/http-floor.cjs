// The floor of an API command for any Node CLI: start Node, send the one GET that `store products list --json` sends
// (STORE_REQUEST_URL, with the admin key) over node:http, print the body. No argument parsing, no config, no checks.
const http = require('node:http');

http
  .get(process.env.STORE_REQUEST_URL, { headers: { authorization: process.env.STORE_API_KEY, 'wix-site-id': process.env.STORE_SITE_ID } }, (res) => {
    res.pipe(process.stdout);
  })
  .on('error', (error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
