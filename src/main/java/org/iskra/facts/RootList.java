package org.iskra.facts;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.store.Cypher;

/**
 * A root list (people, organizations, …) and the two statements that read a page of it. Its
 * {@code find*.cypher} reads the whole list in order, ending with {@code RETURN item} and
 * {@code ORDER BY keys} on lines of their own; the templates {@code countedPage} (with how many
 * items the list holds) and {@code uncountedPage} (the page alone, for a request that does not
 * select {@code totalCount}) are filled with its matches, item and order.
 */
public record RootList(Cypher counted, Cypher uncounted) {
    private static final Cypher COUNTED = Cypher.template(RootList.class, "countedPage");
    private static final Cypher UNCOUNTED = Cypher.template(RootList.class, "uncountedPage");
    private static final Pattern LIST = Pattern.compile("(?s)(.*)\\n\\s*RETURN (\\w+)\\s*\\n\\s*ORDER BY ([^\\n]+?)\\s*");

    public static RootList of(Class<?> owner, String name) {
        return from(Cypher.of(owner, name));
    }

    /** The page statements of {@code list}, a statement that reads a whole root list in order. */
    public static RootList from(Cypher list) {
        Matcher parts = LIST.matcher(list.text());
        if (!parts.matches()) {
            throw new IllegalStateException(list.name() + " does not end with RETURN <item> and ORDER BY <keys>, each on a line of its own");
        }
        return new RootList(fill(COUNTED, list, parts, "counted"), fill(UNCOUNTED, list, parts, "uncounted"));
    }

    private static Cypher fill(Cypher template, Cypher list, Matcher parts, String form) {
        String text = template.text().replace("{ITEM}", parts.group(2)).replace("{ORDER}", parts.group(3))
                .replace("{MATCHES}", parts.group(1).strip());
        return new Cypher(list.name() + "[" + form + "]", text);
    }
}
