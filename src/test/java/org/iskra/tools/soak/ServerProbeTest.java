package org.iskra.tools.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The soak run reads the server's heap from {@code jcmd GC.heap_info}, whose form depends on the collector. */
class ServerProbeTest {
    private static final long K = 1024;

    @Test
    void readsG1sHeapLine() {
        String g1 = """
                30749:
                garbage-first heap   total reserved 6172672K, committed 393216K, used 11188K [0x0000000687400000, 0x0000000800000000)
                 region size 4096K, 3 young (12288K), 1 survivors (4096K)
                 Metaspace       used 1040K, committed 1216K, reserved 1114112K
                """;
        assertEquals(new ServerProbe.Heap(11188 * K, 393216 * K), ServerProbe.heap(g1));
    }

    @Test
    void addsUpTheParallelCollectorsGenerations() {
        String parallel = """
                30711:
                PSYoungGen      total 113152K, used 29364K [0x0000000782700000, 0x000000078a500000, 0x0000000800000000)
                 eden space 97280K, 30% used [0x0000000782700000,0x00000007843ad1c0,0x0000000788600000)
                 from space 15872K, 0% used [0x0000000789580000,0x0000000789580000,0x000000078a500000)
                 to   space 15872K, 0% used [0x0000000788600000,0x0000000788600000,0x0000000789580000)
                ParOldGen       total 258048K, used 1166K [0x0000000687400000, 0x0000000697000000, 0x0000000782700000)
                 object space 258048K, 0% used [0x0000000687400000,0x0000000687523ab8,0x0000000697000000)
                 Metaspace       used 1040K, committed 1216K, reserved 1114112K
                """;
        assertEquals(new ServerProbe.Heap((29364 + 1166) * K, (113152 + 258048) * K), ServerProbe.heap(parallel));
    }

    @Test
    void saysUnknownWhenItCannotReadIt() {
        assertEquals(ServerProbe.Heap.UNKNOWN, ServerProbe.heap(""));
        assertEquals(ServerProbe.Heap.UNKNOWN, ServerProbe.heap("30711:\nGC.heap_info is not supported here\n"));
    }
}
