package org.iskra.tools.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a synthetic graph with Iskra's real model as CSV files in the import format, for load and
 * import benchmarks: N people, about N/50 organizations (with {@code bolsheviks} and
 * {@code mensheviks}), N/5 publications, 24 congresses, 1–3 dated memberships per person,
 * 1–2 authors per publication, 0–2 congresses attended per person, a source on every record.
 * The same N and seed always give the same files.
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
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,title,url,kind\n");
            for (int i = 0; i < SOURCES; i++) {
                w.write("source-" + i + ",Synthetic source " + i + ",https://example.org/sources/" + i + ",reference\n");
            }
        }
    }

    private void writePeople(Path file) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,name,aliases,born,sources\n");
            for (int i = 0; i < people; i++) {
                int year = 1850 + random.nextInt(40);
                w.write(personId(i) + ",Person " + i + " Testov,Testov " + i + "|Тестов " + i + "," + year + "-" + month() + "," + source() + "\n");
            }
        }
    }

    private void writeOrganizations(Path file) throws IOException {
        String[] kinds = {"group", "committee", "union", "editorial-board", "tendency"};
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,name,kind,founded,sources\n");
            w.write("bolsheviks,Bolsheviks,faction,1903-08," + source() + "\n");
            w.write("mensheviks,Mensheviks,faction,1903-08," + source() + "\n");
            for (int i = 2; i < organizations; i++) {
                w.write(organizationId(i) + ",Organization " + i + "," + kinds[i % kinds.length] + "," + (1883 + random.nextInt(30)) + "," + source() + "\n");
            }
        }
    }

    private void writePublications(Path file) throws IOException {
        String[] kinds = {"book", "pamphlet", "article", "newspaper", "journal"};
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,name,kind,published,language,sources\n");
            for (int i = 0; i < publications; i++) {
                w.write("publication-" + i + ",Publication " + i + "," + kinds[i % kinds.length] + "," + (1883 + random.nextInt(35)) + "-" + month() + ",ru," + source() + "\n");
            }
        }
    }

    private void writeCongresses(Path file) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,name,kind,ordinal,start,sources\n");
            for (int i = 0; i < CONGRESSES; i++) {
                w.write("congress-" + i + ",Congress " + i + ",congress," + (i + 1) + "," + (1895 + i) + "-0" + (1 + i % 9) + "," + source() + "\n");
            }
        }
    }

    private long writeMemberships(Path file) throws IOException {
        long n = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,from,to,start,end,role,sources\n");
            for (int i = 0; i < people; i++) {
                int count = 1 + random.nextInt(3);
                for (int k = 0; k < count; k++) {
                    int org = k == 0 ? random.nextInt(2) : random.nextInt(organizations);
                    int start = 1895 + random.nextInt(22);
                    String end = random.nextInt(3) == 0 ? String.valueOf(start + 1 + random.nextInt(5)) : "";
                    w.write("m-" + i + "-" + k + "," + personId(i) + "," + organizationId(org) + "," + start + "-" + month() + "," + end + ",member," + source() + "\n");
                    n++;
                }
            }
        }
        return n;
    }

    private long writeAuthorship(Path file) throws IOException {
        long n = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,from,to,sources\n");
            for (int i = 0; i < publications; i++) {
                int authors = 1 + random.nextInt(2);
                for (int k = 0; k < authors; k++) {
                    w.write("a-" + i + "-" + k + "," + personId(random.nextInt(people)) + ",publication-" + i + "," + source() + "\n");
                    n++;
                }
            }
        }
        return n;
    }

    private long writeAttendance(Path file) throws IOException {
        long n = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("id,from,to,role,grouping,sources\n");
            for (int i = 0; i < people; i++) {
                int count = random.nextInt(3);
                int first = random.nextInt(CONGRESSES);
                for (int k = 0; k < count; k++) {
                    int congress = (first + k) % CONGRESSES;
                    w.write("t-" + i + "-" + k + "," + personId(i) + ",congress-" + congress + ",delegate," + (random.nextBoolean() ? "bolsheviks" : "mensheviks") + "," + source() + "\n");
                    n++;
                }
            }
        }
        return n;
    }

    private String month() {
        int m = 1 + random.nextInt(12);
        return m < 10 ? "0" + m : String.valueOf(m);
    }
}
