extension ViewLayout {
  /// ``DisplayList/dump()`` of what is drawn.
  public func dump() -> String { displayList.dump() }
  /// ``DisplayList/svg()`` of what is drawn.
  public func svg() -> String { displayList.svg() }
}
