// A worker thread playing one rule set of a large world (see generate-streamed.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { playRuleSetStreamed, type RuleSetJob } from './generate-streamed';

parentPort?.postMessage(playRuleSetStreamed(workerData as RuleSetJob));
