package org.iskra.testing;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.junit.platform.suite.api.SuiteDisplayName;

/**
 * The classes that exercise the database through the driver, on the Neo4j server process of the external pass, reached
 * through {@code bolt://}. {@link ExternalRoutingSuite} runs them again in the same JVM, on the same process, through
 * {@code neo4j://}.
 */
@Suite
@SuiteDisplayName("external Neo4j process through bolt://")
@SelectPackages("org.iskra")
@IncludeClassNamePatterns({
    ExternalSuites.EXTERNAL_CHECK,
    ExternalSuites.MEMBERS,
    ExternalSuites.WRITES,
    ExternalSuites.RESEARCH,
    ExternalSuites.SINGLE_STATEMENT
})
@ConfigurationParameter(key = TestDatabase.SCHEME_PARAMETER, value = "bolt")
class ExternalBoltSuite {}
