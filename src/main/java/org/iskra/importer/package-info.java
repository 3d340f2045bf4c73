/**
 * Facts in and out: reading JSON and CSV fact files, the one validator and the data linter, writing validated batches
 * (upserted by id, audited, bumping the graph version), the {@code import} command, the offline first load of an empty
 * store, the export in the import format, and the write tokens.
 *
 * <p>A use case: it may use the feature packages, {@code facts}, {@code store} and {@code core}, never {@code graphql},
 * {@code server} or graphql-java and Javalin.
 */
@NullMarked
package org.iskra.importer;

import org.jspecify.annotations.NullMarked;
