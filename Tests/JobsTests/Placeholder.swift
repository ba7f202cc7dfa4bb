// Tests of the steps against a real PostgreSQL live here, one file per step.
