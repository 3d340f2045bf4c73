package org.iskra.tools.soak;

import java.util.Locale;
import java.util.SplittableRandom;

/** What a soak client sends, with its share of the traffic in percent: reads 85 %, authorised writes 15 %. */
enum Kind {
    MEMBERS(25, false),
    PERSON(20, false),
    SEARCH(15, false),
    TIMELINE(10, false),
    NEIGHBOURHOOD(6, false),
    ORGANIZATIONS(5, false),
    CONNECTIONS(4, false),
    UPSERT_PERSON(4, true),
    IMPORT_FACTS(4, true),
    ADD_MEMBERSHIP(3, true),
    ADD_SOURCE(2, true),
    /** The same {@code importFacts} batch again: it must be acknowledged with everything unchanged. */
    RESEND(2, true);

    private final int percent;
    private final boolean write;

    Kind(int percent, boolean write) {
        this.percent = percent;
        this.write = write;
    }

    boolean isWrite() {
        return write;
    }

    String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static Kind pick(SplittableRandom random) {
        int n = random.nextInt(100);
        for (Kind kind : values()) {
            n -= kind.percent;
            if (n < 0) {
                return kind;
            }
        }
        throw new IllegalStateException("the shares add up to less than 100");
    }
}
