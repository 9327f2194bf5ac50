/** Whether a process with this pid is running (signal 0 checks without touching it). */
export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
