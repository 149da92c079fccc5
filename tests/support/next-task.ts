/**
 * Runs `run` as a task of its own, queued the way React's scheduler queues its slices (setImmediate in node, a
 * MessageChannel message elsewhere): a stand-in for the browser's other work between two slices of a render.
 */
export function nextTask(run: () => void): void {
  if (typeof setImmediate === 'function') setImmediate(run);
  else {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  }
}
