/**
 * Worker thread of warmGazetteer (gazetteer.ts): builds the entries off the server's main thread and
 * sends them in slices, each after the previous one was taken.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildEntries } from "./gazetteer";

const port = parentPort!;
const size = (workerData as { slice: number }).slice;
const list = buildEntries();
let at = 0;
const send = () => {
  if (at >= list.length) {
    port.postMessage(null);
    return;
  }
  port.postMessage(list.slice(at, at + size));
  at += size;
};
port.on("message", send);
send();
