/**
 * The stand-in for every site outside the app (tests/e2e/standInSites.ts):
 * `node --import tsx tests/e2e/standInServer.ts <port>`. One port speaks
 * HTTPS (the addresses the screens lead to) and plain HTTP (an `http://`
 * address a hostile answer may carry): the first byte of a connection tells
 * which (22 opens a TLS handshake). A TLS connection is passed on, bytes as
 * they come, to the HTTPS server on a port of its own (Node's TLS reads a
 * socket's handle, not bytes already read from it). Any method, any path:
 * the page names the host. The key and certificate (standInSites.pem) are the stand-in's own,
 * made for it and trusted by nothing but the e2e browser, which is told to
 * take any certificate.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttp, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { connect, createServer as createTcp, type AddressInfo } from 'node:net';
import { standInPage } from './standInSites.ts';

const TLS_HANDSHAKE = 0x16;

function answer(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(standInPage(String(req.headers.host ?? '')));
  });
}

const pem = readFileSync(new URL('./standInSites.pem', import.meta.url), 'utf8');
const https = createHttps({ key: pem, cert: pem }, answer);
const http = createHttp(answer);

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error(`standInServer: give the port to listen on (got "${process.argv[2] ?? ''}")`);

https.listen(0, '127.0.0.1', () => {
  const tlsPort = (https.address() as AddressInfo).port;
  createTcp((socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      if (first[0] === TLS_HANDSHAKE) {
        const tls = connect(tlsPort, '127.0.0.1');
        tls.on('error', () => socket.destroy());
        socket.on('close', () => tls.destroy());
        tls.write(first);
        socket.pipe(tls).pipe(socket);
        return;
      }
      socket.pause();
      socket.unshift(first);
      http.emit('connection', socket);
      socket.resume();
    });
  }).listen(port, '127.0.0.1', () => console.log(`stand-in sites on ${port} (https and http)`));
});
