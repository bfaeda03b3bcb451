#!/usr/bin/env node
// The browser tests never skip silently: Debian's Chromium is installed when we can, or the run stops and says how.
import { chromiumLaunchOptions } from '@zu/shared-build/site-processes';
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = chromiumLaunchOptions.executablePath;
if (!fs.existsSync(chromium)) {
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's package (${command})…`);
    execSync(command, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium is missing at ${chromium}. Install it, then run the tests again:\n  sudo ${command.replace('&& ', '&& sudo ')}`,
    );
    process.exit(1);
  }
}
