package org.iskra;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

/**
 * The jar's Main-Class. It is compiled for Java 8 (its own source folder and compiler execution) so
 * that an older {@code java} can load it and say what to do, instead of failing with an
 * {@code UnsupportedClassVersionError} on {@code org.iskra.server.Main}. On Java 21+ it hands over
 * to {@code Main} untouched: same arguments, same exit codes, same signal handling.
 */
public final class Launcher {
    static final int REQUIRED = 21;

    private Launcher() {}

    public static void main(String[] args) throws Throwable {
        int found = feature(System.getProperty("java.specification.version"));
        if (found < REQUIRED) {
            System.err.println(tooOld(found));
            System.exit(1);
        }
        // By reflection: Main is compiled for Java 21, out of reach of this release-8 compilation.
        try {
            Class.forName("org.iskra.server.Main").getMethod("main", String[].class).invoke(null, (Object) args);
        } catch (InvocationTargetException e) {
            throw e.getCause(); // as if Main had been the Main-Class
        }
    }

    /** "1.8" → 8, "17" → 17. */
    static int feature(String specificationVersion) {
        String v = specificationVersion.startsWith("1.") ? specificationVersion.substring(2) : specificationVersion;
        int dot = v.indexOf('.');
        try {
            return Integer.parseInt(dot < 0 ? v : v.substring(0, dot));
        } catch (NumberFormatException e) {
            return REQUIRED; // unknown: let Main try
        }
    }

    static String tooOld(int found) {
        String java = newerJava();
        return "Iskra needs Java " + REQUIRED + " or newer (found " + found + "); run it with a JDK " + REQUIRED + "+ ("
                + (java != null ? "e.g. " + java : "path/to/jdk-" + REQUIRED + "/bin/java") + " -jar " + jar()
                + ") or use the README's run command (mvn -q -DskipTests package exec:exec).";
    }

    /** The newest JDK 21+ in JAVA_HOME or /usr/lib/jvm, as the path of its java, or null. */
    private static String newerJava() {
        String best = null;
        int bestVersion = REQUIRED - 1;
        String javaHome = System.getenv("JAVA_HOME");
        File[] installed = new File("/usr/lib/jvm").listFiles();
        File[] candidates = installed == null ? new File[0] : installed;
        if (javaHome != null) {
            candidates = append(candidates, new File(javaHome));
        }
        for (File home : candidates) {
            File java = new File(home, "bin/java");
            int version = releaseVersion(home);
            if (version > bestVersion && java.canExecute()) {
                best = java.getPath();
                bestVersion = version;
            }
        }
        return best;
    }

    /** The feature version in a JDK's {@code release} file ({@code JAVA_VERSION="25.0.1"}), or 0. */
    private static int releaseVersion(File home) {
        try {
            for (String line : Files.readAllLines(new File(home, "release").toPath(), StandardCharsets.UTF_8)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    return feature(line.substring("JAVA_VERSION=".length()).replace("\"", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // not a JDK
        }
        return 0;
    }

    private static File[] append(File[] files, File file) {
        File[] all = new File[files.length + 1];
        System.arraycopy(files, 0, all, 0, files.length);
        all[files.length] = file;
        return all;
    }

    /** This jar, relative to the working directory when inside it. */
    private static String jar() {
        try {
            File jar = new File(Launcher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!jar.isFile()) {
                return "target/iskra-graph.jar";
            }
            String here = new File("").getAbsolutePath() + File.separator;
            return jar.getPath().startsWith(here) ? jar.getPath().substring(here.length()) : jar.getPath();
        } catch (Exception e) {
            return "target/iskra-graph.jar";
        }
    }
}
