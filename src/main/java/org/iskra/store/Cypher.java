package org.iskra.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * One Cypher statement, read from a {@code .cypher} resource that lives beside the feature that runs it
 * ({@code org/iskra/people/findPeople.cypher} for {@code Cypher.of(PersonStore.class, "findPeople")}), or a fragment
 * several statements share ({@link #fragment}). The comment lines of the file are for its readers: they are left out of
 * the text, which goes to the database with every request (and would otherwise carry the placeholders they name, filled
 * in).
 */
public record Cypher(String name, String text) {

    /** The file ending of a fragment: a piece of a statement, not one of its own. */
    public static final String FRAGMENT_SUFFIX = ".fragment.cypher";

    public static Cypher of(Class<?> owner, String name) {
        return load(owner, name, name + ".cypher");
    }

    /**
     * A fragment ({@code membershipFilter.fragment.cypher} beside {@code owner}): a piece of Cypher, such as a
     * predicate, written once and spliced by {@link #with(Cypher)} into every statement that writes its placeholder
     * ({@code {MEMBERSHIP_FILTER}}, see {@link #placeholder}).
     */
    public static Cypher fragment(Class<?> owner, String name) {
        return load(owner, name, name + FRAGMENT_SUFFIX);
    }

    /**
     * {@code text} without its comment lines (lines that start with {@code //}), as {@link #of} and the others read a
     * file.
     */
    public static String withoutComments(String text) {
        return text.lines()
                .filter(line -> !line.strip().startsWith("//"))
                .collect(java.util.stream.Collectors.joining("\n"));
    }

    /**
     * The placeholder a fragment fills: its name in upper snake case ({@code membershipFilter} →
     * {@code {MEMBERSHIP_FILTER}}).
     */
    public static String placeholder(String fragmentName) {
        StringBuilder snake = new StringBuilder("{");
        for (int i = 0; i < fragmentName.length(); i++) {
            char c = fragmentName.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                snake.append('_');
            }
            snake.append(Character.toUpperCase(c));
        }
        return snake.append('}').toString();
    }

    private static Cypher load(Class<?> owner, String name, String resource) {
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing Cypher resource " + resource + " beside " + owner.getName());
            }
            String text = withoutComments(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .strip();
            return new Cypher(owner.getPackageName().replace('.', '/') + "/" + name, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The statement with the placeholder of a fragment ({@link #fragment}) replaced by the fragment; a statement
     * without the placeholder is a mistake, refused so that no variant misses it.
     */
    public Cypher with(Cypher fragment) {
        String shortName = fragment.name().substring(fragment.name().lastIndexOf('/') + 1);
        String placeholder = placeholder(shortName);
        if (!text.contains(placeholder)) {
            throw new IllegalStateException(name + " has no placeholder " + placeholder);
        }
        return new Cypher(name + "[" + shortName + "]", text.replace(placeholder, fragment.text()));
    }

    /** The statement with a placeholder of its template replaced by a fixed piece of Cypher (never by user input). */
    public Cypher with(String placeholder, String cypher) {
        return new Cypher(name + "[" + cypher + "]", text.replace(placeholder, cypher));
    }

    /**
     * The statement without its optional block {@code /*NAME*}{@code /} … {@code /*END*}{@code /} (a filter its caller
     * knows to be unused: the planner cannot drop a predicate that only a parameter's value makes true).
     */
    public Cypher without(String block) {
        String start = "/*" + block + "*/";
        int from = text.indexOf(start);
        int to = text.indexOf("/*END*/", from);
        if (from < 0 || to < 0) {
            throw new IllegalStateException(name + " has no block " + start);
        }
        return new Cypher(name + "[-" + block + "]", text.substring(0, from) + text.substring(to + "/*END*/".length()));
    }

    @Override
    public String toString() {
        return name;
    }
}
