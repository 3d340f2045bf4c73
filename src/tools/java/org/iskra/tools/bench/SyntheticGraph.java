package org.iskra.tools.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a synthetic graph with Iskra's real model as CSV files in the import format, for load and import benchmarks: N
 * people, about N/50 organizations (with {@code bolsheviks} and {@code mensheviks}), N/5 publications, 24 congresses,
 * 1–3 dated memberships per person, 1–2 authors per publication, 0–2 congresses attended per person, a source on every
 * record. The same N and seed always give the same files.
 */
public final class SyntheticGraph {
    private static final int SOURCES = 100;
    private static final int CONGRESSES = 24;

    private final int people;
    private final int organizations;
    private final int publications;
    private final SplittableRandom random;

    public SyntheticGraph(int people, long seed) {
        this.people = people;
        this.organizations = Math.max(2, people / 50);
        this.publications = Math.max(1, people / 5);
        this.random = new SplittableRandom(seed);
    }

    /** Writes the CSV files into {@code dir}; returns the number of statements written. */
    public long write(Path dir) throws IOException {
        Files.createDirectories(dir);
        writeSources(dir.resolve("sources.csv"));
        writePeople(dir.resolve("people.csv"));
        writeOrganizations(dir.resolve("organizations.csv"));
        writePublications(dir.resolve("publications.csv"));
        writeCongresses(dir.resolve("congresses.csv"));
        return writeMemberships(dir.resolve("member_of.csv"))
                + writeAuthorship(dir.resolve("authored.csv"))
                + writeAttendance(dir.resolve("attended.csv"));
    }

    public static String personId(int i) {
        return "person-" + i;
    }

    public static String organizationId(int i) {
        return switch (i) {
            case 0 -> "bolsheviks";
            case 1 -> "mensheviks";
            default -> "organization-" + i;
        };
    }

    private String source() {
        return "source-" + random.nextInt(SOURCES);
    }

    private void writeSources(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,title,url,kind")) {
            for (int i = 0; i < SOURCES; i++) {
                csv.row("source-" + i, "Synthetic source " + i, "https://example.org/sources/" + i, "reference");
            }
        }
    }

    private void writePeople(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,name,aliases,born,sources")) {
            for (int i = 0; i < people; i++) {
                int year = 1850 + random.nextInt(40);
                csv.row(
                        personId(i),
                        "Person " + i + " Testov",
                        "Testov " + i + "|Тестов " + i,
                        year + "-" + month(),
                        source());
            }
        }
    }

    private void writeOrganizations(Path file) throws IOException {
        String[] kinds = {"group", "committee", "union", "editorial-board", "tendency"};
        try (Csv csv = new Csv(file, "id,name,kind,founded,sources")) {
            csv.row("bolsheviks", "Bolsheviks", "faction", "1903-08", source());
            csv.row("mensheviks", "Mensheviks", "faction", "1903-08", source());
            for (int i = 2; i < organizations; i++) {
                csv.row(
                        organizationId(i),
                        "Organization " + i,
                        kinds[i % kinds.length],
                        String.valueOf(1883 + random.nextInt(30)),
                        source());
            }
        }
    }

    private void writePublications(Path file) throws IOException {
        String[] kinds = {"book", "pamphlet", "article", "newspaper", "journal"};
        try (Csv csv = new Csv(file, "id,name,kind,published,language,sources")) {
            for (int i = 0; i < publications; i++) {
                csv.row(
                        "publication-" + i,
                        "Publication " + i,
                        kinds[i % kinds.length],
                        (1883 + random.nextInt(35)) + "-" + month(),
                        "ru",
                        source());
            }
        }
    }

    private void writeCongresses(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,name,kind,ordinal,start,sources")) {
            for (int i = 0; i < CONGRESSES; i++) {
                csv.row(
                        "congress-" + i,
                        "Congress " + i,
                        "congress",
                        String.valueOf(i + 1),
                        (1895 + i) + "-0" + (1 + i % 9),
                        source());
            }
        }
    }

    private long writeMemberships(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,from,to,start,end,role,sources")) {
            for (int i = 0; i < people; i++) {
                int count = 1 + random.nextInt(3);
                for (int k = 0; k < count; k++) {
                    int org = k == 0 ? random.nextInt(2) : random.nextInt(organizations);
                    int start = 1895 + random.nextInt(22);
                    String end = random.nextInt(3) == 0 ? String.valueOf(start + 1 + random.nextInt(5)) : "";
                    csv.row(
                            "m-" + i + "-" + k,
                            personId(i),
                            organizationId(org),
                            start + "-" + month(),
                            end,
                            "member",
                            source());
                }
            }
            return csv.rows();
        }
    }

    private long writeAuthorship(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,from,to,sources")) {
            for (int i = 0; i < publications; i++) {
                int authors = 1 + random.nextInt(2);
                for (int k = 0; k < authors; k++) {
                    csv.row("a-" + i + "-" + k, personId(random.nextInt(people)), "publication-" + i, source());
                }
            }
            return csv.rows();
        }
    }

    private long writeAttendance(Path file) throws IOException {
        try (Csv csv = new Csv(file, "id,from,to,role,grouping,sources")) {
            for (int i = 0; i < people; i++) {
                int count = random.nextInt(3);
                int first = random.nextInt(CONGRESSES);
                for (int k = 0; k < count; k++) {
                    int congress = (first + k) % CONGRESSES;
                    csv.row(
                            "t-" + i + "-" + k,
                            personId(i),
                            "congress-" + congress,
                            "delegate",
                            random.nextBoolean() ? "bolsheviks" : "mensheviks",
                            source());
                }
            }
            return csv.rows();
        }
    }

    /** A CSV file being written: a header line, then rows of plain fields (none holds a comma), counted. */
    private static final class Csv implements AutoCloseable {
        private final BufferedWriter out;
        private long rows;

        Csv(Path file, String header) throws IOException {
            out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            out.write(header + "\n");
        }

        void row(String... fields) throws IOException {
            out.write(String.join(",", fields) + "\n");
            rows++;
        }

        long rows() {
            return rows;
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    private String month() {
        int m = 1 + random.nextInt(12);
        return m < 10 ? "0" + m : String.valueOf(m);
    }
}
