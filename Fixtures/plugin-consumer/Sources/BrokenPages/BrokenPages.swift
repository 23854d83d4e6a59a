/// A target whose page has a mistake: its build fails.
public enum BrokenPages {}
