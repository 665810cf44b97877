// `npm start`: builds the bundle, prints its sizes, and serves the demo site on 127.0.0.1 until Ctrl+C.
// PORT picks the port (8080 by default; 0 for any free one).
import type { AddressInfo } from 'node:net';
import { build } from '../../esbuild.config.ts';
import { createDemoServer } from './server.ts';
import { formatTable } from '../build/size-report.ts';

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`PORT must be a port number (0–65535), not '${process.env.PORT}'.`);

const { sizes, duplicated } = await build();
console.log(formatTable(sizes));
for (const input of duplicated) console.warn(`Warning: ${input} is bundled into more than one output.`);

const server = createDemoServer();
server.listen(port, '127.0.0.1', () => {
  console.log(`Kurzus demo: http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
