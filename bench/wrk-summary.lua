-- Prints one JSON line after a wrk run: throughput and latency percentiles in milliseconds.
done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local non2xx = summary.errors.status
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout
  io.write(string.format(
    '{"requests":%d,"rps":%.1f,"p50":%.3f,"p95":%.3f,"p99":%.3f,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    non2xx, errors))
end
