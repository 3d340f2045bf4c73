package org.iskra.tools.soak;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server process's memory, read from outside: the Java heap from {@code jcmd <pid> GC.heap_info} (used and
 * committed, as the JVM itself reports them; each jcmd is a short-lived JVM costing about 0.3 s of CPU, while the
 * server only prints its heap summary) and the resident set from {@code VmRSS} in {@code /proc/<pid>/status}. A pid of
 * 0 means no server to watch: every figure is -1. {@code GC.heap_info} prints what the server's collector knows: G1 one
 * heap line, the parallel and serial collectors a line per generation, which are added up.
 */
final class ServerProbe {
    private static final Pattern G1_HEAP = Pattern.compile("committed (\\d+)K, used (\\d+)K");
    private static final Pattern GENERATION = Pattern.compile("(?m)^\\S+\\s+total (\\d+)K, used (\\d+)K");

    /** Heap used and committed, in bytes. */
    record Heap(long usedBytes, long committedBytes) {
        static final Heap UNKNOWN = new Heap(-1, -1);
    }

    private final long pid;
    private final Path jcmd;

    ServerProbe(long pid) {
        this.pid = pid;
        this.jcmd = ProcessHandle.current()
                .info()
                .command()
                .map(java -> Path.of(java).resolveSibling("jcmd"))
                .orElse(Path.of("jcmd"));
    }

    Heap heap() {
        if (pid <= 0) {
            return Heap.UNKNOWN;
        }
        return heap(jcmd("GC.heap_info"));
    }

    /** The heap in the output of {@code GC.heap_info}; unknown when no collector's form is found in it. */
    static Heap heap(String heapInfo) {
        Matcher g1 = G1_HEAP.matcher(heapInfo);
        if (g1.find()) {
            return new Heap(Long.parseLong(g1.group(2)) * 1024, Long.parseLong(g1.group(1)) * 1024);
        }
        long used = 0;
        long committed = 0;
        boolean found = false;
        for (Matcher generation = GENERATION.matcher(heapInfo); generation.find(); found = true) {
            committed += Long.parseLong(generation.group(1)) * 1024;
            used += Long.parseLong(generation.group(2)) * 1024;
        }
        return found ? new Heap(used, committed) : Heap.UNKNOWN;
    }

    /** The heap right after a full collection (what is really retained); only before and after the load. */
    Heap liveHeap() {
        if (pid <= 0) {
            return Heap.UNKNOWN;
        }
        jcmd("GC.run");
        return heap();
    }

    long rssBytes() {
        if (pid <= 0) {
            return -1;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    private String jcmd(String command) {
        try {
            Process p = new ProcessBuilder(List.of(jcmd.toString(), String.valueOf(pid), command))
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
