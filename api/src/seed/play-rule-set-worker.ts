// A worker thread playing one rule set of a large world (see generate-streamed.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { playRuleSetStreamed, type RuleSetJob, type WorkerMessage } from './generate-streamed';

const post = (message: WorkerMessage) => parentPort?.postMessage(message);
post({
  part: playRuleSetStreamed(
    workerData as RuleSetJob,
    (piece) => post({ piece }),
    (tablesDone) => post({ tablesDone }),
  ),
});
