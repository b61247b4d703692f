/// Interface injection, the third style the Sociobox profile tutorial names: what must act on the schedule in
/// force adopts this protocol, and `ScheduleModel` hands it the schedule through it — at once, then after every
/// save.
@MainActor
package protocol ScheduleFollower: AnyObject {
    func follow(_ schedule: NotificationSchedule)
}
