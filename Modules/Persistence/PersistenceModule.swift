/// The Persistence module's namespace; its key-value store lands with the persistence issue.
public enum PersistenceModule {}
